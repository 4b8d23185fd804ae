ALTER TABLE `portfolio_snapshots` ADD `market_date` text;--> statement-breakpoint
ALTER TABLE `portfolio_snapshots` ADD `kospi` real;