CREATE TABLE `display_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `display_links_token_hash_unique` ON `display_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `display_links_class_idx` ON `display_links` (`class_id`);--> statement-breakpoint
ALTER TABLE `classes` ADD `projector_names` text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `projector_reasons` text DEFAULT 'SHORT' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `projector_period` text DEFAULT 'all' NOT NULL;