CREATE TABLE `access_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer NOT NULL,
	`actor_role` text NOT NULL,
	`what` text NOT NULL,
	`student_id` integer,
	`class_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `access_log_created_idx` ON `access_log` (`created_at`);