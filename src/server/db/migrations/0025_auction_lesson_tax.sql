ALTER TABLE `auctions` ADD `lesson_tax` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `auctions` ADD `lesson_income` integer;--> statement-breakpoint
ALTER TABLE `auctions` ADD `lesson_income_at` integer;--> statement-breakpoint
ALTER TABLE `trades` ADD `lesson_tax` integer DEFAULT 0 NOT NULL;