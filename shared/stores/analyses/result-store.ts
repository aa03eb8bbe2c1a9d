import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#shared/stores/aws/s3.ts';
import { setting } from '#shared/stores/config/env.ts';
import { storageKeys } from '#shared/stores/storage/storage-keys.ts';
import type { Analysis, AnalysisResult, ResultObject } from '#shared/vocabulary/analyses/analysis.ts';

/**
 * A DynamoDB item holds at most 400 KB. A result up to this many bytes of JSON is kept in the
 * analysis item (one read serves it); a larger one (300 observations of 1000 accented characters
 * come to about 700 KB, a comparison to twice that) goes to the bucket, and the item points at it.
 */
const inlineResultMaxBytes = 256 * 1024;

export type StoredResult =
  | { result: AnalysisResult; resultObject: null }
  | { result: null; resultObject: ResultObject };

/** Where a finished analysis keeps its result: in the item, or in an object the item names. */
export const storeResult = async (
  analysis: Pick<Analysis, 'organizationId' | 'id' | 'attempt'>,
  result: AnalysisResult,
): Promise<StoredResult> => {
  const json = JSON.stringify(result);
  const bytes = Buffer.byteLength(json);
  if (bytes <= inlineResultMaxBytes) return { result, resultObject: null };
  const storageKey = storageKeys.analysisResult(analysis.organizationId, analysis.id, analysis.attempt);
  await s3().send(
    new PutObjectCommand({
      Bucket: setting('bucketName'),
      Key: storageKey,
      Body: json,
      ContentType: 'application/json',
    }),
  );
  return { result: null, resultObject: { storageKey, bytes } };
};

/** The result of an analysis wherever it is kept; null until it succeeds. */
export const loadResult = async (
  analysis: Pick<Analysis, 'result' | 'resultObject'>,
): Promise<AnalysisResult | null> => {
  if (!analysis.resultObject) return analysis.result;
  const object = await s3().send(
    new GetObjectCommand({ Bucket: setting('bucketName'), Key: analysis.resultObject.storageKey }),
  );
  return JSON.parse(await object.Body!.transformToString('utf-8')) as AnalysisResult;
};

/** An attempt that stored its result but could not finish (it was overtaken) leaves no object behind. */
export const discardResult = async (stored: StoredResult): Promise<void> => {
  if (stored.resultObject)
    await s3().send(new DeleteObjectCommand({ Bucket: setting('bucketName'), Key: stored.resultObject.storageKey }));
};
