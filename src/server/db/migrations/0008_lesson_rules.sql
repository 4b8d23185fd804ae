CREATE TABLE `regular_deposits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "regular_deposits_amount_positive" CHECK("regular_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regular_deposits_once_idx` ON `regular_deposits` (`user_id`,`date`);--> statement-breakpoint
ALTER TABLE `classes` ADD `deposit_rate_bp` integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `regular_deposit_amount` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `regular_deposit_schedule` text;--> statement-breakpoint
ALTER TABLE `classes` ADD `region_objective` text DEFAULT 'SHARES' NOT NULL;