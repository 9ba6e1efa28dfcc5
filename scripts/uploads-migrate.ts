// `npm run uploads:migrate`: copies every file of the local upload directory (UPLOAD_DIR, or
// DATA_DIR/uploads) into the bucket S3_BUCKET names, with the same configuration as the server
// (S3_ENDPOINT, S3_REGION, and the AWS SDK's credentials). Files already in the bucket are skipped:
// safe to run again (docs/operations.md, "Uploads and storage").
import { ConfigError, loadConfig } from '../src/server/config';
import { copyLocalUploads } from '../src/server/features/uploads/migrate';
import { S3UploadStore } from '../src/server/features/uploads/s3-store';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.storage.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT for a service other than AWS) to the bucket to copy the uploads into.');
    return 2;
  }
  const bucket = new S3UploadStore(config.storage.s3);
  console.log(`Copying ${config.uploadDir} into the bucket ${bucket.bucket}…`);
  const { copied, skipped, ignored } = await copyLocalUploads(config.uploadDir, bucket);
  console.log(`${copied} file(s) copied, ${skipped} already in the bucket.`);
  if (ignored.length > 0) console.log(`${ignored.length} file(s) left out, not uploads: ${ignored.join(', ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else
      console.error(
        `The uploads could not all be copied (run it again; copied files are skipped): ${err instanceof Error ? err.message : String(err)}`,
      );
    process.exit(1);
  },
);
