CREATE TABLE `guardian_consents` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`received_on` text NOT NULL,
	`method` text NOT NULL,
	`confirmed_by` integer NOT NULL,
	`confirmed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `classes` ADD `middle_school` integer DEFAULT false NOT NULL;