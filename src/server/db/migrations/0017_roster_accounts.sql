ALTER TABLE `users` ADD `temporary_password_expires_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `created_by_roster` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- An import made its student and the starting cash in one transaction, at one instant; a student
-- who registered was given the cash later, at approval. So only an import's accounts (and the
-- accounts moved on from them, made the same way) count as the roster's.
UPDATE `users` SET `created_by_roster` = 1
WHERE `role` = 'STUDENT' AND `number` IS NOT NULL AND `email` LIKE '%@stockclass.local'
  AND EXISTS (SELECT 1 FROM `cash_ledger` WHERE `cash_ledger`.`user_id` = `users`.`id`
    AND `cash_ledger`.`kind` = 'INITIAL' AND `cash_ledger`.`created_at` = `users`.`created_at`);--> statement-breakpoint
-- Login cards already handed out keep working for a week from this upgrade, then expire.
UPDATE `users` SET `temporary_password_expires_at` = (unixepoch('now') + 7 * 86400) * 1000
WHERE `role` = 'STUDENT' AND `must_change_password` = 1;
