-- Rate-limit counters are short-lived and rewritten on every login attempt, code check and SMS send: unlogged, they
-- cost no WAL and no flush to disk. A clean restart keeps them; only crash recovery empties them, which at worst
-- gives each e-mail + IP a fresh window.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
