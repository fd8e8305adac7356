import type { ChatExchange, ChatMessage } from '@app/contracts';
import type { OutboxDatabase } from '@app/service-kit';
import { and, asc, desc, eq } from 'drizzle-orm';
import { chatMessages } from '../db/schema';
import { readReplyMeta, type ReplyMeta } from './chat-state';

type Row = typeof chatMessages.$inferSelect;

/** The most messages `GET /chat/messages` shows: the newest, so a long conversation still opens at once. */
export const CONVERSATION_LIMIT = 200;

/** A message the model is shown as an earlier turn. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

function toMessage(row: Row): ChatMessage {
  const urgency = row.role === 'assistant' ? readReplyMeta(row.meta)?.urgency : undefined;
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(urgency ? { urgency } : {}),
  };
}

/** Newest first; should two messages ever share a time, the reply ('assistant') counts as the newer. */
const newestFirst = [desc(chatMessages.createdAt), asc(chatMessages.role)] as const;

/** The user's conversation (its newest part), oldest first. */
export async function conversationOf(db: OutboxDatabase, userId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(...newestFirst)
    .limit(CONVERSATION_LIMIT);
  return rows.reverse().map(toMessage);
}

/** What the latest reply left for the next turn (the conversation state), if anything. */
export async function latestReplyMeta(db: OutboxDatabase, userId: string): Promise<ReplyMeta | undefined> {
  const [row] = await db
    .select({ meta: chatMessages.meta })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'assistant')))
    .orderBy(...newestFirst)
    .limit(1);
  return row ? readReplyMeta(row.meta) : undefined;
}

/** The last `count` messages, oldest first, for the model's context. */
export async function recentTurns(db: OutboxDatabase, userId: string, count: number): Promise<Turn[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(...newestFirst)
    .limit(count);
  return rows.reverse().map((row) => ({ role: row.role === 'assistant' ? 'assistant' : 'user', content: row.content }));
}

export interface NewExchange {
  userId: string;
  content: string;
  receivedAt: Date;
  reply: { content: string; meta: ReplyMeta };
}

/** The question and its reply, both or neither. The reply is stamped after the question so the order never ties. */
export async function saveExchange(db: OutboxDatabase, exchange: NewExchange): Promise<ChatExchange> {
  const repliedAt = new Date(Math.max(Date.now(), exchange.receivedAt.getTime() + 1));
  const rows = await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({ userId: exchange.userId, role: 'user', content: exchange.content, createdAt: exchange.receivedAt })
      .returning();
    const [reply] = await tx
      .insert(chatMessages)
      .values({
        userId: exchange.userId,
        role: 'assistant',
        content: exchange.reply.content,
        meta: exchange.reply.meta,
        createdAt: repliedAt,
      })
      .returning();
    return { message: message!, reply: reply! };
  });
  return { message: toMessage(rows.message), reply: toMessage(rows.reply) };
}

/** The user's chat as stored, oldest first, for "download my data". */
export function chatRowsOf(db: OutboxDatabase, userId: string): Promise<Row[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(chatMessages.createdAt);
}

/** user.deleted: the whole conversation. */
export async function deleteChatOf(db: OutboxDatabase, userId: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}
