import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests (the smtp-server package): the app's worker delivers to it over
// TCP, as it would to a provider. It keeps what it receives, and can be told to refuse, to answer
// slowly, or to hold its answers (a provider that stalls). Also used by `npm run chaos`.

export interface ReceivedEmail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedEmail[];
  /** The next `count` messages are answered with `code` (451: try later; 550: refused) instead of 250. */
  refuseNext(count: number, code: number): void;
  /** Each message is answered this long after its data has arrived (0: at once). */
  setDataDelay(ms: number): void;
  /** From now on, messages are answered only when `release()` is called (or refused with 421 at `close()`). */
  hold(): void;
  /** Answers the held messages (250) and stops holding. */
  release(): void;
  /** Messages whose data has arrived and whose answer is still to come (held or delayed). */
  readonly waiting: number;
  /** The e-mails sent to `address` (case-insensitive), oldest first. */
  to(address: string): ReceivedEmail[];
  /** Refuses what it holds (421), closes its connections and stops listening. */
  close(): Promise<void>;
}

type Answer = (err?: Error | null) => void;

export async function startSmtpPeer(options: { dataDelayMs?: number } = {}): Promise<SmtpPeer> {
  const received: ReceivedEmail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 250 };
  let delayMs = options.dataDelayMs ?? 0;
  let holding = false;
  const held = new Set<() => void>();
  const pending = new Set<Answer>();

  /** A message is received when the peer says 250, as a provider takes responsibility for it then. */
  const accept = async (raw: string, rcptTo: string[], answer: Answer) => {
    const mail: ParsedMail = await simpleParser(raw);
    if (!pending.has(answer)) return;
    received.push({
      to: rcptTo,
      messageId: mail.messageId ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      headers: mail.headers,
      raw,
    });
    answer();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    // No reverse DNS of the client: nothing to learn on loopback, and no test waits on a DNS server.
    disableReverseLookup: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals.count -= 1;
          const err = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refusals.code,
          });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const rcptTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const answer: Answer = (err) => {
          if (!pending.delete(answer)) return;
          callback(err ?? null);
        };
        pending.add(answer);
        // Refused meanwhile (the peer closed): not received.
        const go = () => void (pending.has(answer) ? accept(raw, rcptTo, answer).catch((err: Error) => answer(err)) : undefined);
        if (holding) held.add(go);
        else if (delayMs > 0) setTimeout(go, delayMs);
        else go();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://test:test@127.0.0.1:${port}`,
    received,
    refuseNext: (count, code) => {
      refusals = { count, code };
    },
    setDataDelay: (ms) => {
      delayMs = ms;
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const go of held) go();
      held.clear();
    },
    get waiting() {
      return pending.size;
    },
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => {
      held.clear();
      for (const answer of pending) answer(Object.assign(new Error('Server shutting down'), { responseCode: 421 }));
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link in a text e-mail that starts with `prefix` (`http://localhost:5000/reset-password?token=`). */
export function linkIn(email: ReceivedEmail, pathPrefix: string): URL {
  const match = email.text.match(new RegExp(`https?://[^\\s]*${pathPrefix.replace(/[?]/g, '\\?')}[^\\s]*`));
  if (!match) throw new Error(`no link to ${pathPrefix} in "${email.subject}"`);
  return new URL(match[0]);
}
