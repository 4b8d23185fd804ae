CREATE TABLE `auction_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`side` text NOT NULL,
	`quantity` integer NOT NULL,
	`price` integer NOT NULL,
	`reason` text NOT NULL,
	`reserved_cash` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`filled_quantity` integer,
	`trade_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`auction_id`) REFERENCES `auctions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trade_id`) REFERENCES `trades`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "auction_orders_quantity_positive" CHECK("auction_orders"."quantity" > 0),
	CONSTRAINT "auction_orders_price_positive" CHECK("auction_orders"."price" > 0),
	CONSTRAINT "auction_orders_reserved_not_negative" CHECK("auction_orders"."reserved_cash" >= 0),
	CONSTRAINT "auction_orders_filled_within" CHECK("auction_orders"."filled_quantity" is null or ("auction_orders"."filled_quantity" between 0 and "auction_orders"."quantity"))
);
--> statement-breakpoint
CREATE INDEX `auction_orders_auction_idx` ON `auction_orders` (`auction_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `auction_orders_user_idx` ON `auction_orders` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `auctions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`stock_id` integer NOT NULL,
	`reference_price` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	`status` text NOT NULL,
	`clearing_price` integer,
	`executed_quantity` integer,
	`market_price` integer,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stock_id`) REFERENCES `stocks`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "auctions_reference_positive" CHECK("auctions"."reference_price" > 0)
);
--> statement-breakpoint
CREATE INDEX `auctions_class_idx` ON `auctions` (`class_id`,`opens_at`);--> statement-breakpoint
CREATE INDEX `auctions_status_idx` ON `auctions` (`status`);