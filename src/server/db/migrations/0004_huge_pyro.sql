ALTER TABLE `classes` ADD `leaderboard_names` text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `leaderboard_visible` integer DEFAULT true NOT NULL;