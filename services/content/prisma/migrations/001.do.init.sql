-- CreateTable
CREATE TABLE "managed_content_records" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "textContent" TEXT NOT NULL,
    "slug" TEXT,
    "category" TEXT,
    "description" TEXT,
    "htmlContent" TEXT,
    "editorState" TEXT,
    "type" TEXT,
    "enduserId" TEXT,
    "assignmentType" TEXT,
    "attachments" JSONB,
    "blocks" JSONB,
    "headerPhoto" TEXT,
    "publicRead" BOOLEAN,
    "allowUnauthenticatedAccess" BOOLEAN,
    "mode" TEXT,
    "files" TEXT[],
    "tags" TEXT[],
    "embeddingType" TEXT,
    "embedding" DOUBLE PRECISION[],
    "embeddingHash" TEXT,
    "forInternalUse" BOOLEAN,
    "index" DOUBLE PRECISION,
    "portalIndex" DOUBLE PRECISION,

    CONSTRAINT "managed_content_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "managed_content_record_assignments" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "contentId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,

    CONSTRAINT "managed_content_record_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "forums" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "publicRead" BOOLEAN,
    "slug" TEXT,

    CONSTRAINT "forums_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "forum_posts" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "forumId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "textContent" TEXT NOT NULL,
    "htmlContent" TEXT,
    "editorState" TEXT,
    "postedBy" JSONB,
    "numComments" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "numLikes" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "slug" TEXT,
    "description" TEXT,
    "attachments" JSONB,

    CONSTRAINT "forum_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_comments" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "forumId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "textContent" TEXT NOT NULL,
    "htmlContent" TEXT,
    "editorState" TEXT,
    "threadId" TEXT,
    "replyTo" TEXT,
    "postedBy" JSONB,
    "attachments" TEXT[],
    "numLikes" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "numReplies" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "post_comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_likes" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "forumId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,

    CONSTRAINT "post_likes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comment_likes" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "forumId" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "commentId" TEXT NOT NULL,

    CONSTRAINT "comment_likes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "managed_content_records_businessId_enduserId_idx" ON "managed_content_records"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "managed_content_record_assignments_businessId_enduserId_idx" ON "managed_content_record_assignments"("businessId", "enduserId");

-- CreateIndex
CREATE UNIQUE INDEX "managed_content_record_assignments_businessId_contentId_end_key" ON "managed_content_record_assignments"("businessId", "contentId", "enduserId");

-- CreateIndex
CREATE UNIQUE INDEX "forums_businessId_title_key" ON "forums"("businessId", "title");

-- CreateIndex
CREATE INDEX "forum_posts_businessId_forumId_idx" ON "forum_posts"("businessId", "forumId");

-- CreateIndex
CREATE INDEX "post_comments_businessId_postId_idx" ON "post_comments"("businessId", "postId");

-- CreateIndex
CREATE INDEX "post_comments_businessId_forumId_idx" ON "post_comments"("businessId", "forumId");

-- CreateIndex
CREATE INDEX "post_likes_businessId_forumId_idx" ON "post_likes"("businessId", "forumId");

-- CreateIndex
CREATE UNIQUE INDEX "post_likes_businessId_postId_creator_key" ON "post_likes"("businessId", "postId", "creator");

-- CreateIndex
CREATE INDEX "comment_likes_businessId_forumId_idx" ON "comment_likes"("businessId", "forumId");

-- CreateIndex
CREATE UNIQUE INDEX "comment_likes_businessId_commentId_creator_key" ON "comment_likes"("businessId", "commentId", "creator");
