ALTER TABLE `users` ADD `contact_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `onboarded_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_contact_email_unique` ON `users` (`contact_email`);