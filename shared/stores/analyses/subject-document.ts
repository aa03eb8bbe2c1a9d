import { GetObjectCommand, type GetObjectCommandOutput, NoSuchKey } from '@aws-sdk/client-s3';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { AnalysisFailure, type Subject } from '#shared/vocabulary/analyses/analysis.ts';
import {
  type AnalysableMimeType,
  belongsToOrganization,
  describeSubject,
  isAnalysableMimeType,
} from '#shared/vocabulary/analyses/subject.ts';
import { findSubjectFile } from './subject-repository.ts';

/** Above this size a report is not read into memory; reports are documents, not archives. */
const maxAnalysedFileBytes = 25 * 1024 * 1024;

/** The bytes of an analysable file, and what they are. */
interface SubjectFile {
  bytes: Uint8Array;
  mimeType: AnalysableMimeType;
}

/** The subject's file, read from the bucket; an AnalysisFailure says why it cannot be analysed. */
export const readSubjectFile = async (organizationId: string, subject: Subject): Promise<SubjectFile> => {
  const file = await findSubjectFile(organizationId, subject);
  if (!file)
    throw new AnalysisFailure('subject_not_found', `${describeSubject(subject)} ${subject.id} no longer exists`);
  if (!isAnalysableMimeType(file.mimeType)) {
    throw new AnalysisFailure('unsupported_file_type', `Files of type ${file.mimeType} cannot be analysed`);
  }
  if (!belongsToOrganization(file))
    throw new AnalysisFailure('file_not_found', "The file is not in the organization's storage");
  let object: GetObjectCommandOutput;
  try {
    object = await s3().send(new GetObjectCommand({ Bucket: setting('bucketName'), Key: file.storageKey }));
  } catch (error) {
    if (error instanceof NoSuchKey)
      throw new AnalysisFailure(
        'file_not_found',
        `The file of ${describeSubject(subject).toLowerCase()} ${subject.id} is missing`,
      );
    throw error;
  }
  if ((object.ContentLength ?? 0) > maxAnalysedFileBytes) {
    object.Body?.transformToWebStream().cancel();
    throw new AnalysisFailure('file_too_large', `Files above ${maxAnalysedFileBytes} bytes are not analysed`);
  }
  const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  return { bytes, mimeType: file.mimeType };
};
