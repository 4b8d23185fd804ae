CREATE TABLE `class_exchange_rates` (
	`class_id` integer PRIMARY KEY NOT NULL,
	`start_rate_cents` integer NOT NULL,
	`end_rate_cents` integer NOT NULL,
	`spread_bp` integer NOT NULL,
	`preferential_percent` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "class_exchange_rates_positive" CHECK("class_exchange_rates"."start_rate_cents" > 0 and "class_exchange_rates"."end_rate_cents" > 0),
	CONSTRAINT "class_exchange_rates_spread" CHECK("class_exchange_rates"."spread_bp" between 0 and 1000),
	CONSTRAINT "class_exchange_rates_preferential" CHECK("class_exchange_rates"."preferential_percent" between 0 and 100)
);
