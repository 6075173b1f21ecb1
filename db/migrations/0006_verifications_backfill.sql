-- Levels set before verifications existed become approved grants, so recomputing a user's level
-- (verification-levels.service.ts) keeps what they hold instead of dropping it to unverified.
INSERT INTO "verifications" ("user_id", "level", "source", "status", "decided_at", "submitted_at", "updated_at")
SELECT "id", "verification_level", 'submission', 'approved', now(), "created_at", now()
FROM "users"
WHERE "verification_level" IN ('VI', 'VBO', 'VFL', 'VLP');
