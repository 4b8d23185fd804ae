CREATE TABLE `class_rule_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`changed_by` integer,
	`changes` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `class_rule_changes_class_idx` ON `class_rule_changes` (`class_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`side` text NOT NULL,
	`type` text NOT NULL,
	`quantity` integer NOT NULL,
	`limit_price` integer,
	`reserved_cash` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`market_day` text NOT NULL,
	`trade_id` integer,
	`close_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `stocks`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_quantity_positive" CHECK("orders"."quantity" > 0),
	CONSTRAINT "orders_reserved_not_negative" CHECK("orders"."reserved_cash" >= 0),
	CONSTRAINT "orders_limit_positive" CHECK("orders"."limit_price" is null or "orders"."limit_price" > 0)
);
--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`user_id`);--> statement-breakpoint
ALTER TABLE `classes` ADD `sell_tax` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `max_position_percent` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `max_orders_per_day` integer;--> statement-breakpoint
ALTER TABLE `classes` ADD `markets` text DEFAULT 'KOSPI,KOSDAQ,KONEX' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `trading_hours` text DEFAULT 'MARKET' NOT NULL;--> statement-breakpoint
ALTER TABLE `classes` ADD `timetable` text DEFAULT '[]' NOT NULL;