-- Two booked calls of one expert never overlap, whatever the code does and however many requests race:
-- the expert id as a one-value range (=) and the call's time range (&&), with GiST's built-in range support
-- (no btree_gist extension needed). A cancelled call frees its time.
ALTER TABLE "expert_bookings" ADD CONSTRAINT "expert_bookings_no_overlap"
  EXCLUDE USING gist (int4range("expert_id", "expert_id", '[]') WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'booked');
