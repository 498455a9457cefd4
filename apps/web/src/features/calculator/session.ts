import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError, schemas } from '../../shared/api';
import { onAppReset } from '../../shared/appState';
import type { CalculatorStep } from '@wheelend/domain';
import { sessionKeys as valueKeys, snake, type Session, type SessionValues } from '@wheelend/domain/contract';

export const SESSION_KEY = 'app.calculatorSessionId';
const QUERY_KEY = ['calculator', 'session'];

export type { Session, SessionValues };

function storedId(): number {
  try {
    const id = Number(localStorage.getItem(SESSION_KEY));
    return Number.isSafeInteger(id) ? id : 0;
  } catch {
    return 0;
  }
}

function remember(id: number | null) {
  try {
    if (id === null) localStorage.removeItem(SESSION_KEY);
    else localStorage.setItem(SESSION_KEY, String(id));
  } catch {
    /* storage unavailable: the session lasts for this page only */
  }
}

/** The server does not know this session (any more): start a new one. A 400 refuses the values
 * sent, not the session, which keeps everything saved so far. */
const isLost = (e: unknown) => e instanceof ApiError && [404, 410].includes(e.status);

async function createSession(): Promise<Session> {
  const s = await api.post(schemas?.session, '/api/v11/SessionCreate');
  remember(s.id);
  return s;
}

/** The stored session when the server still has it, else a new guest session. */
export async function loadSession(): Promise<Session> {
  const id = storedId();
  if (id >= 1) {
    try {
      return (await api.get(schemas?.oneSession, `/api/v11/Session?id=${id}`)).Results[0];
    } catch (e) {
      if (!isLost(e)) throw e;
    }
  }
  return createSession();
}

function body(values: SessionValues, lastStep?: CalculatorStep) {
  const out: Record<string, unknown> = {};
  for (const k of valueKeys) if (values[k] !== undefined) out[snake(k)] = values[k];
  if (lastStep) out.last_step = lastStep;
  return out;
}

/** Saves values and the last-step marker; a missing or unknown session is replaced by a new one
 * that receives everything entered so far. */
export async function saveSession(
  current: Session,
  values: SessionValues,
  lastStep?: CalculatorStep,
): Promise<Session> {
  if (current.id >= 1) {
    try {
      const res = await api.post(
        schemas?.oneSession,
        `/api/v11/SessionUpdate?id=${current.id}`,
        body(values, lastStep),
      );
      return res.Results[0];
    } catch (e) {
      if (!isLost(e)) throw e;
    }
  }
  const fresh = await createSession();
  const res = await api.post(
    schemas?.oneSession,
    `/api/v11/SessionUpdate?id=${fresh.id}`,
    body({ ...pick(current), ...values }, lastStep ?? (current.lastStep as CalculatorStep | null) ?? undefined),
  );
  return res.Results[0];
}

function pick(s: Session): SessionValues {
  const out: Record<string, unknown> = {};
  for (const k of valueKeys) if (s[k] !== undefined && s[k] !== null) out[k] = s[k];
  return out as SessionValues;
}

/** Ends the session on the server and starts a new one. */
export async function restartSession(current: Session | undefined): Promise<Session> {
  if (current && current.id >= 1) {
    await api.post(schemas?.sessionExpired, `/api/v11/SessionExpire?id=${current.id}`).catch((e) => {
      if (!isLost(e)) throw e;
    });
  }
  remember(null);
  return createSession();
}

export function useSession() {
  const client = useQueryClient();
  useEffect(() => onAppReset(() => client.removeQueries({ queryKey: QUERY_KEY })), [client]);
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: loadSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const set = (s: Session) => client.setQueryData(QUERY_KEY, s);
  return { query, set };
}
