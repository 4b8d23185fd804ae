CREATE TABLE `corporate_adjustments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`kind` text NOT NULL,
	`market_date` text NOT NULL,
	`previous_close` integer NOT NULL,
	`base_price` integer NOT NULL,
	`quantity_before` integer NOT NULL,
	`quantity_after` integer NOT NULL,
	`average_price_before` real NOT NULL,
	`average_price_after` real NOT NULL,
	`cash_in` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `stocks`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "corporate_adjustments_cash_not_negative" CHECK("corporate_adjustments"."cash_in" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `corporate_adjustments_once_idx` ON `corporate_adjustments` (`user_id`,`stock_id`,`market_date`);--> statement-breakpoint
CREATE INDEX `corporate_adjustments_user_idx` ON `corporate_adjustments` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `cash_ledger` ADD `corporate_adjustment_id` integer REFERENCES corporate_adjustments(id);