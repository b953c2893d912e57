-- AlterEnum
ALTER TYPE "ContactStatus" ADD VALUE 'PENDING';
