import { sql } from 'drizzle-orm';
import {
  pgTable,
  integer,
  text,
  boolean,
  jsonb,
  timestamp,
  serial,
  bigserial,
  bigint,
  index,
} from 'drizzle-orm/pg-core';

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  link: jsonb('link').$type<string | string[] | null>(),
  isUpdateButton: boolean('is_update_button').notNull().default(false),
  updateLink: text('update_link'),
  targetOs: text('target_os').notNull(),
  version: text('version'),
  sticky: boolean('sticky').notNull().default(false),
  isSilent: boolean('is_silent').notNull().default(false),
  /** The title and message in other languages than English: { es: { Title, Message }, 'fr-CA': … }. */
  texts: jsonb('texts').$type<Partial<Record<string, { Title?: string; Message?: string }>>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const calcSessions = pgTable(
  'calc_sessions',
  {
    /** Random, so that no client can guess another's session (see newSessionId). */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    calculator: text('calculator').notNull().default('replace'),
    email: text('email').notNull().default('guest'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    lastStep: text('last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [index('calc_sessions_updated').on(t.updatedAt)],
);

/** status: pending, sent, failed. A worker claims due rows with FOR UPDATE SKIP LOCKED. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the operator's retry; the retry window starts again from here. */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due').on(t.status, t.nextAttemptAt),
    index('email_outbox_recipient').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

/** The Idempotency-Key of each email send that was queued: a repeat with the same key queues nothing. */
export const emailRequests = pgTable('email_requests', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** kind: page_view or unified_search. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    route: text('route'),
    competitor: text('competitor'),
    partNumber: text('part_number'),
    found: boolean('found'),
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_kind').on(t.kind, t.createdAt)],
);

/** Rate-limit counters shared by every process on the database: one row per route and client. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
