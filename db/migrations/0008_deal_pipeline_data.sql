-- The closing stages are known by their outcome from now on (staff may rename them); the default stages get
-- their checklists; each deal's time in stage starts at its last stage change.
UPDATE deal_stages SET outcome = 'won' WHERE name = 'Closed — won' AND NOT EXISTS (SELECT 1 FROM deal_stages WHERE outcome = 'won');--> statement-breakpoint
UPDATE deal_stages SET outcome = 'lost' WHERE name = 'Closed — lost' AND NOT EXISTS (SELECT 1 FROM deal_stages WHERE outcome = 'lost');--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Introductory call held', 'Each side shared its goals and timeline']::text[] WHERE name = 'Introduction' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Mutual non-disclosure agreement signed by both sides']::text[] WHERE name = 'NDA signed' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Both sides submitted their client and adverse-party lists', 'Both sides confirmed the result']::text[] WHERE name = 'Conflict check' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Three years of financial statements reviewed', 'Work-in-progress and receivables reviewed', 'Valuation discussed']::text[] WHERE name = 'Financial review' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Price and structure agreed', 'Letter of intent signed']::text[] WHERE name = 'Letter of intent' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Client files and engagement letters sampled', 'Malpractice history and insurance reviewed', 'Leases, staff and vendor contracts reviewed']::text[] WHERE name = 'Due diligence' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Purchase agreement drafted', 'Purchase agreement signed', 'Financing confirmed']::text[] WHERE name = 'Purchase agreement' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Notices sent to every client of the practice', 'Date of sending recorded', '90-day window ended without objections']::text[] WHERE name = 'Client notice (ABA Model Rule 1.17)' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deal_stages SET checklist = ARRAY['Files and trust balances transferred', 'Announcement made']::text[] WHERE name = 'Closed — won' AND cardinality(checklist) = 0;--> statement-breakpoint
UPDATE deals SET stage_changed_at = coalesce((SELECT max(h.created_at) FROM deal_stage_history h WHERE h.deal_id = deals.id), deals.created_at);
