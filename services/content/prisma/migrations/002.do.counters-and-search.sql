-- Counters (spec 1 §4 "creating or updating post comments adjusts the post's comment count; likes
-- adjust like counts"): each insert or delete of a like or comment moves its parent's counter by
-- one in the same statement's transaction — an increment in SQL, never a read-modify-write, so
-- concurrent likes and comments lose no update. Whatever writes the row (a generic call, /post-like,
-- a cascade), the counter follows.
CREATE FUNCTION content_post_like_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "forum_posts" SET "numLikes" = "numLikes" + 1 WHERE "id" = NEW."postId" AND "businessId" = NEW."businessId";
    RETURN NEW;
  END IF;
  UPDATE "forum_posts" SET "numLikes" = GREATEST("numLikes" - 1, 0) WHERE "id" = OLD."postId" AND "businessId" = OLD."businessId";
  RETURN OLD;
END $$;
CREATE TRIGGER "post_likes_counts" AFTER INSERT OR DELETE ON "post_likes" FOR EACH ROW EXECUTE FUNCTION content_post_like_counts();

CREATE FUNCTION content_comment_like_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "post_comments" SET "numLikes" = "numLikes" + 1 WHERE "id" = NEW."commentId" AND "businessId" = NEW."businessId";
    RETURN NEW;
  END IF;
  UPDATE "post_comments" SET "numLikes" = GREATEST("numLikes" - 1, 0) WHERE "id" = OLD."commentId" AND "businessId" = OLD."businessId";
  RETURN OLD;
END $$;
CREATE TRIGGER "comment_likes_counts" AFTER INSERT OR DELETE ON "comment_likes" FOR EACH ROW EXECUTE FUNCTION content_comment_like_counts();

CREATE FUNCTION content_comment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "forum_posts" SET "numComments" = "numComments" + 1 WHERE "id" = NEW."postId" AND "businessId" = NEW."businessId";
    IF COALESCE(NEW."replyTo", '') <> '' THEN
      UPDATE "post_comments" SET "numReplies" = "numReplies" + 1 WHERE "id" = NEW."replyTo" AND "businessId" = NEW."businessId";
    END IF;
    RETURN NEW;
  END IF;
  UPDATE "forum_posts" SET "numComments" = GREATEST("numComments" - 1, 0) WHERE "id" = OLD."postId" AND "businessId" = OLD."businessId";
  IF COALESCE(OLD."replyTo", '') <> '' THEN
    UPDATE "post_comments" SET "numReplies" = GREATEST("numReplies" - 1, 0) WHERE "id" = OLD."replyTo" AND "businessId" = OLD."businessId";
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER "post_comments_counts" AFTER INSERT OR DELETE ON "post_comments" FOR EACH ROW EXECUTE FUNCTION content_comment_counts();

-- Full-text search of the library: title weighs A, the body (textContent) B; ranked by ts_rank.
ALTER TABLE "managed_content_records" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("description", '') || ' ' || coalesce("category", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("textContent", '')), 'B')
) STORED;
CREATE INDEX "managed_content_records_search_idx" ON "managed_content_records" USING GIN ("search_vector");
CREATE INDEX "managed_content_records_tags_idx" ON "managed_content_records" USING GIN ("tags");
