/**
 * A LangGraph checkpoint saver on the app's Drizzle database (DESIGN.md §6): the same code on
 * embedded PGlite and on PostgreSQL, through the one connection the app already has. Semantics
 * follow the official PostgresSaver (channel values stored once per version, pending writes with
 * WRITES_IDX_MAP for the special channels, upserts so a replayed put is idempotent) and MemorySaver
 * (pending writes returned in `writesSortKey` order); it passes
 * `@langchain/langgraph-checkpoint-validation`.
 */
import type { RunnableConfig } from '@langchain/core/runnables';
import {
  BaseCheckpointSaver,
  TASKS,
  WRITES_IDX_MAP,
  compareWritesSortKeys,
  maxChannelVersion,
  writesSortKey,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointPendingWrite,
  type CheckpointTuple,
  type PendingWrite,
  type SerializerProtocol,
} from '@langchain/langgraph-checkpoint';
import type { Db } from '@/db/open';
import { pack, unpack } from './compression';
import { metadataForFilter, sanitizeJson } from './metadata-json';
import { WriteBuffer } from './write-buffer';
import {
  deleteThreadRows,
  insertCheckpoint,
  insertWrites,
  selectBlobs,
  selectCheckpoints,
  selectWrites,
  type BlobKey,
  type CheckpointKey,
  type CheckpointRow,
  type NewBlobRow,
  type NewWriteRow,
  type WriteRow,
} from './storage';

/** Checkpoints assembled per batch while listing (each batch costs three queries). */
const LIST_BATCH = 50;
const EMPTY = 'empty';

type StoredCheckpoint = Omit<Checkpoint, 'channel_values'> & { channel_values?: Record<string, unknown> };

export class DrizzleSaver extends BaseCheckpointSaver {
  /** Task writes waiting (one event-loop turn at most) to be stored with the next checkpoint. */
  private readonly writeBuffer: WriteBuffer;

  constructor(
    private readonly db: Db,
    serde?: SerializerProtocol,
  ) {
    super(serde);
    this.writeBuffer = new WriteBuffer((writes) => insertWrites(this.db, writes));
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    await this.writeBuffer.flush();
    const threadId = config.configurable?.thread_id;
    if (threadId === undefined || threadId === null) return undefined;
    const checkpointId: string | undefined = config.configurable?.checkpoint_id || undefined;
    const rows = await selectCheckpoints(this.db, {
      threadId: String(threadId),
      checkpointNs: config.configurable?.checkpoint_ns ?? '',
      checkpointId,
      limit: 1,
    });
    if (rows.length === 0) return undefined;
    const [tuple] = await this.assemble(rows);
    return tuple;
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const { limit, before, filter } = options ?? {};
    if (limit !== undefined && limit <= 0) return;
    await this.writeBuffer.flush();
    const threadId = config.configurable?.thread_id;
    const checkpointNs = config.configurable?.checkpoint_ns;
    const rows = await selectCheckpoints(this.db, {
      threadId: threadId === undefined || threadId === null || threadId === '' ? undefined : String(threadId),
      checkpointNs: checkpointNs === undefined || checkpointNs === null ? undefined : String(checkpointNs),
      checkpointId: config.configurable?.checkpoint_id || undefined,
      beforeId: before?.configurable?.checkpoint_id || undefined,
      filter: filter === undefined ? undefined : (sanitizeJson(filter) as Record<string, unknown>),
      limit,
    });
    for (let start = 0; start < rows.length; start += LIST_BATCH) {
      for (const tuple of await this.assemble(rows.slice(start, start + LIST_BATCH))) yield tuple;
    }
  }

  async put(
    config: RunnableConfig,
    checkpoint: Checkpoint,
    metadata: CheckpointMetadata,
    newVersions: ChannelVersions,
  ): Promise<RunnableConfig> {
    if (config.configurable === undefined) throw new Error('Failed to put checkpoint: the config has no "configurable" field.');
    const threadId = requireThreadId(config, 'put checkpoint');
    const checkpointNs: string = config.configurable.checkpoint_ns ?? '';
    const parentId: string | undefined = config.configurable.checkpoint_id || undefined;
    const { channel_values: values, ...withoutValues } = checkpoint;
    const [[checkpointType, checkpointBytes], [metadataType, metadataBytes], blobs] = await Promise.all([
      this.serde.dumpsTyped(withoutValues),
      this.serde.dumpsTyped(metadata),
      this.dumpBlobs(threadId, checkpointNs, values ?? {}, newVersions),
    ]);
    // The writes that just finished (usually this step's task) go in the same statement.
    const pending = this.writeBuffer.take(threadId);
    const stored = insertCheckpoint(
      this.db,
      {
        threadId,
        checkpointNs,
        checkpointId: checkpoint.id,
        parentCheckpointId: parentId ?? null,
        checkpointType,
        checkpoint: checkpointBytes,
        metadataType,
        metadata: metadataBytes,
        metadataJson: metadataForFilter(metadataType, metadataBytes, metadata),
      },
      blobs,
      pending.writes,
    );
    try {
      await stored;
      pending.settle();
    } catch (error) {
      pending.settle(error);
      throw error;
    }
    return { configurable: { thread_id: threadId, checkpoint_ns: checkpointNs, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string): Promise<void> {
    const threadId = requireThreadId(config, 'put writes');
    const checkpointId = config.configurable?.checkpoint_id;
    if (!checkpointId) throw new Error('Failed to put writes: the config has no "checkpoint_id" in its "configurable" field.');
    const checkpointNs: string = config.configurable?.checkpoint_ns ?? '';
    const regular: NewWriteRow[] = [];
    const special: NewWriteRow[] = [];
    await Promise.all(
      writes.map(async ([channel, value], idx) => {
        const [type, blob] = pack(await this.serde.dumpsTyped(value));
        const isSpecial = Object.hasOwn(WRITES_IDX_MAP, channel);
        const row: NewWriteRow = {
          threadId,
          checkpointNs,
          checkpointId: String(checkpointId),
          taskId,
          idx: isSpecial ? WRITES_IDX_MAP[channel] : idx,
          channel,
          type,
          blob,
          taskPath: taskPath ?? '',
        };
        (isSpecial ? special : regular).push(row);
      }),
    );
    await this.writeBuffer.add(threadId, { regular, special });
  }

  async deleteThread(threadId: string): Promise<void> {
    await this.writeBuffer.flush().catch(() => {});
    await deleteThreadRows(this.db, String(threadId));
  }

  private async dumpBlobs(
    threadId: string,
    checkpointNs: string,
    values: Record<string, unknown>,
    versions: ChannelVersions,
  ): Promise<NewBlobRow[]> {
    return Promise.all(
      Object.entries(versions).map(async ([channel, version]) => {
        const base = { threadId, checkpointNs, channel, version: String(version) };
        if (!Object.hasOwn(values, channel)) return { ...base, type: EMPTY, blob: null };
        const [type, blob] = pack(await this.serde.dumpsTyped(values[channel]));
        return { ...base, type, blob };
      }),
    );
  }

  /** Rows → tuples: channel values from the blobs, pending writes in order, old pending sends migrated. */
  private async assemble(rows: CheckpointRow[]): Promise<CheckpointTuple[]> {
    const checkpoints: StoredCheckpoint[] = await Promise.all(
      rows.map((row) => this.serde.loadsTyped(row.checkpointType, row.checkpoint) as Promise<StoredCheckpoint>),
    );
    const metadata: CheckpointMetadata[] = await Promise.all(
      rows.map((row) => this.serde.loadsTyped(row.metadataType, row.metadata) as Promise<CheckpointMetadata>),
    );
    const [values, pendingWrites, pendingSends] = await Promise.all([
      this.loadChannelValues(rows, checkpoints),
      this.loadPendingWrites(rows),
      this.loadPendingSends(rows, checkpoints),
    ]);
    return rows.map((row, i) => {
      const configurable = { thread_id: row.threadId, checkpoint_ns: row.checkpointNs };
      const checkpoint: Checkpoint = {
        ...checkpoints[i],
        channel_values: values[i],
        channel_versions: { ...(checkpoints[i].channel_versions ?? {}) },
        versions_seen: checkpoints[i].versions_seen ?? {},
      };
      const sends = pendingSends.get(i);
      if (sends !== undefined) {
        checkpoint.channel_values[TASKS] = sends;
        const versions = Object.values(checkpoint.channel_versions);
        checkpoint.channel_versions[TASKS] = versions.length > 0 ? maxChannelVersion(...versions) : this.getNextVersion(undefined);
      }
      const tuple: CheckpointTuple = {
        config: { configurable: { ...configurable, checkpoint_id: row.checkpointId } },
        checkpoint,
        metadata: metadata[i],
        pendingWrites: pendingWrites[i],
      };
      if (row.parentCheckpointId) tuple.parentConfig = { configurable: { ...configurable, checkpoint_id: row.parentCheckpointId } };
      return tuple;
    });
  }

  private async loadChannelValues(rows: CheckpointRow[], checkpoints: StoredCheckpoint[]): Promise<Record<string, unknown>[]> {
    const keys: BlobKey[] = [];
    rows.forEach((row, i) => {
      for (const [channel, version] of Object.entries(checkpoints[i].channel_versions ?? {})) {
        keys.push({ threadId: row.threadId, checkpointNs: row.checkpointNs, channel, version: String(version) });
      }
    });
    const blobs = new Map<string, { type: string; blob: Uint8Array | null }>();
    for (const blob of await selectBlobs(this.db, uniqueBy(keys, blobKey))) blobs.set(blobKey(blob), blob);
    // Decoded per checkpoint, so tuples never share mutable values.
    return Promise.all(
      rows.map(async (row, i) => {
        const values: Record<string, unknown> = {};
        for (const [channel, version] of Object.entries(checkpoints[i].channel_versions ?? {})) {
          const blob = blobs.get(blobKey({ threadId: row.threadId, checkpointNs: row.checkpointNs, channel, version: String(version) }));
          if (blob === undefined || blob.type === EMPTY || blob.blob === null) continue;
          values[channel] = await this.serde.loadsTyped(...unpack(blob.type, blob.blob));
        }
        return values;
      }),
    );
  }

  private async loadPendingWrites(rows: CheckpointRow[]): Promise<CheckpointPendingWrite[][]> {
    const writes = await selectWrites(this.db, rows.map(checkpointKeyOf));
    const byCheckpoint = groupBy(writes, (w) => checkpointKey(w.threadId, w.checkpointNs, w.checkpointId));
    return Promise.all(
      rows.map((row) => this.loadWrites(byCheckpoint.get(checkpointKey(row.threadId, row.checkpointNs, row.checkpointId)) ?? [])),
    );
  }

  /** Pending sends of checkpoints older than format v4 lived in their parent's TASKS writes. */
  private async loadPendingSends(rows: CheckpointRow[], checkpoints: StoredCheckpoint[]): Promise<Map<number, unknown[]>> {
    const result = new Map<number, unknown[]>();
    const old = rows.map((row, i) => ({ row, i })).filter(({ row, i }) => checkpoints[i].v < 4 && row.parentCheckpointId);
    if (old.length === 0) return result;
    const parentKeys = old.map(({ row }) => ({ threadId: row.threadId, checkpointNs: row.checkpointNs, checkpointId: row.parentCheckpointId! }));
    const sends = groupBy(await selectWrites(this.db, parentKeys, TASKS), (w) => checkpointKey(w.threadId, w.checkpointNs, w.checkpointId));
    for (const { row, i } of old) {
      const parentSends = sends.get(checkpointKey(row.threadId, row.checkpointNs, row.parentCheckpointId!));
      if (parentSends === undefined) continue;
      result.set(i, (await this.loadWrites(parentSends)).map(([, , value]) => value));
    }
    return result;
  }

  /** Deserializes one checkpoint's writes in `writesSortKey` order (task path, task id, idx). */
  private async loadWrites(rows: WriteRow[]): Promise<CheckpointPendingWrite[]> {
    const sorted = rows
      .map((row) => ({ row, key: writesSortKey(row.taskPath, row.taskId, row.idx) }))
      .sort((a, b) => compareWritesSortKeys(a.key, b.key));
    return Promise.all(
      sorted.map(async ({ row }): Promise<CheckpointPendingWrite> => [row.taskId, row.channel, await this.serde.loadsTyped(...unpack(row.type, row.blob))]),
    );
  }
}

function requireThreadId(config: RunnableConfig, action: string): string {
  const threadId = config.configurable?.thread_id;
  if (threadId === undefined || threadId === null || threadId === '') {
    throw new Error(
      `Failed to ${action}: the config has no "thread_id" in its "configurable" field. Pass one, e.g. graph.invoke(input, { configurable: { thread_id: runId } }).`,
    );
  }
  return String(threadId);
}

const blobKey = (k: BlobKey) => JSON.stringify([k.threadId, k.checkpointNs, k.channel, k.version]);
const checkpointKey = (threadId: string, checkpointNs: string, checkpointId: string) => JSON.stringify([threadId, checkpointNs, checkpointId]);
const checkpointKeyOf = (row: CheckpointRow): CheckpointKey => ({
  threadId: row.threadId,
  checkpointNs: row.checkpointNs,
  checkpointId: row.checkpointId,
});

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
