ALTER TABLE `classes` ADD `leaderboard_names` text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `leaderboard_visible` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `display_links` ADD `code_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `display_links_code_hash_unique` ON `display_links` (`code_hash`);