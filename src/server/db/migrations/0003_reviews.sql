CREATE TABLE `review_scores` (
	`review_id` integer NOT NULL,
	`criterion_id` integer NOT NULL,
	`level` integer NOT NULL,
	PRIMARY KEY(`review_id`, `criterion_id`),
	FOREIGN KEY (`review_id`) REFERENCES `trade_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`criterion_id`) REFERENCES `rubric_criteria`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "review_scores_level_range" CHECK("review_scores"."level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE `rubric_criteria` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rubric_version_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`levels` text NOT NULL,
	FOREIGN KEY (`rubric_version_id`) REFERENCES `rubric_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rubric_criteria_version_idx` ON `rubric_criteria` (`rubric_version_id`);--> statement-breakpoint
CREATE TABLE `rubric_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`version` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rubric_versions_class_version_idx` ON `rubric_versions` (`class_id`,`version`);--> statement-breakpoint
CREATE TABLE `trade_reflections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trade_id` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_reflections_trade_id_unique` ON `trade_reflections` (`trade_id`);--> statement-breakpoint
CREATE TABLE `trade_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trade_id` integer NOT NULL,
	`rubric_version_id` integer NOT NULL,
	`reviewer_id` integer,
	`comment` text NOT NULL,
	`reviewed_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rubric_version_id`) REFERENCES `rubric_versions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_reviews_trade_id_unique` ON `trade_reviews` (`trade_id`);--> statement-breakpoint
CREATE INDEX `trade_reviews_version_idx` ON `trade_reviews` (`rubric_version_id`);--> statement-breakpoint
ALTER TABLE `classes` ADD `reflection_required` integer DEFAULT false NOT NULL;