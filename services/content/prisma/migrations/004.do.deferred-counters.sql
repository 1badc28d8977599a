-- The counters' triggers (002) run when the transaction commits (deferred constraint triggers)
-- instead of at the insert: concurrent likes of one hot post queue on its row only for the commit,
-- not for the rest of the write's transaction (its event, its answer, its idempotency mark). Still
-- an increment in SQL in the same transaction: nothing is lost, nothing counted twice.
DROP TRIGGER "post_likes_counts" ON "post_likes";
DROP TRIGGER "comment_likes_counts" ON "comment_likes";
DROP TRIGGER "post_comments_counts" ON "post_comments";
CREATE CONSTRAINT TRIGGER "post_likes_counts" AFTER INSERT OR DELETE ON "post_likes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_post_like_counts();
CREATE CONSTRAINT TRIGGER "comment_likes_counts" AFTER INSERT OR DELETE ON "comment_likes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_comment_like_counts();
CREATE CONSTRAINT TRIGGER "post_comments_counts" AFTER INSERT OR DELETE ON "post_comments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_comment_counts();
