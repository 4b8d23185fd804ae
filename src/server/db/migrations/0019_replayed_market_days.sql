CREATE TABLE `replayed_closes` (
	`user_id` integer NOT NULL,
	`taken_at` integer NOT NULL,
	`market_date` text NOT NULL,
	`total_value` integer NOT NULL,
	`cash` integer NOT NULL,
	`net_deposits` integer NOT NULL,
	`kospi` real,
	PRIMARY KEY(`user_id`, `taken_at`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `trades` ADD `market_date` text;