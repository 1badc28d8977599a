-- AlterTable
ALTER TABLE "calendar_events" ADD COLUMN     "enduserAttendeeLimit" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "calendar_event_templates" ADD COLUMN     "enduserAttendeeLimit" DOUBLE PRECISION;
