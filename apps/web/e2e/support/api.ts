import {
  approveWithdrawal,
  type BodyOf,
  createAnnouncement,
  deleteAnnouncement,
  disburseWithdrawal,
  ENCRYPTION_HEADER,
  type Endpoint,
  fillPath,
  getDevInbox,
  getRegisterSettingsStaff,
  getRsaKey,
  listAnnouncementsStaff,
  listWithdrawalsStaff,
  login,
  postAdjustment,
  putRegisterSettings,
  putSiteFlags,
  putSiteStatus,
  type RegisterSettings,
  runJob,
  type SiteStatusSettings,
  type StaffWithdrawal,
  sealPayload,
  staffLogin,
  type ValueOf,
} from '@tessera/contracts';
import { ADMIN_PASSWORD } from '../global-setup';

/**
 * Test-side calls to the server, typed by the same contracts the site uses: the staff API to set the
 * brand up for a journey, and the demo inbox to read SMS codes.
 */
export class TestApi {
  private staffSession: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async call<E extends Endpoint>(
    endpoint: E,
    options: { body?: BodyOf<E>; query?: Record<string, string>; token?: string } = {},
  ): Promise<ValueOf<E>> {
    const url = new URL(endpoint.path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      Merchant: 'TESSERA',
      Language: 'EN',
      ModuleId: endpoint.moduleId,
    };
    if (options.token) headers.Authorization = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (endpoint.encrypted) {
        // Sealed as the site seals it (packages/contracts/src/seal.ts).
        const sealed = await sealPayload(await this.call(getRsaKey), options.body as object);
        headers[ENCRYPTION_HEADER] = sealed.header;
        body = JSON.stringify(sealed.body);
      } else {
        body = JSON.stringify(options.body);
      }
    }
    const response = await fetch(url, { method: endpoint.method, headers, body });
    const envelope = (await response.json()) as {
      success: boolean;
      value: unknown;
      message: string;
      errorCode: string;
    };
    if (!envelope.success) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} → ${response.status} ${envelope.errorCode}: ${envelope.message}`,
      );
    }
    return envelope.value as ValueOf<E>;
  }

  /** The demo admin's staff token (signed in once per file). */
  async staffToken(): Promise<string> {
    this.staffSession ??= (
      await this.call(staffLogin, { body: { username: 'admin', password: ADMIN_PASSWORD } })
    ).token;
    return this.staffSession;
  }

  async setFlags(flags: Record<string, boolean>): Promise<void> {
    await this.call(putSiteFlags, { body: { flags }, token: await this.staffToken() });
  }

  async registerSettings(): Promise<RegisterSettings> {
    return this.call(getRegisterSettingsStaff, { token: await this.staffToken() });
  }

  async setRegisterSettings(settings: RegisterSettings): Promise<void> {
    await this.call(putRegisterSettings, { body: settings, token: await this.staffToken() });
  }

  /** Runs `work` with the registration settings changed, and puts the old ones back after. */
  async withRegisterSettings<T>(
    change: (settings: RegisterSettings) => RegisterSettings,
    work: () => Promise<T>,
  ): Promise<T> {
    const before = await this.registerSettings();
    await this.setRegisterSettings(change(structuredClone(before)));
    try {
      return await work();
    } finally {
      await this.setRegisterSettings(before);
    }
  }

  /** Logs a member in by username and password (no slider asked meanwhile); answers the session token. */
  async memberToken(username: string, password: string): Promise<string> {
    const value = await this.withRegisterSettings(
      (settings) => ({ ...settings, humanCheck: false }),
      () => this.call(login, { body: { username, password, type: 'username' } }),
    );
    return value.token;
  }

  /** Runs one pass of a background job now (as staff do from the back office's jobs page). */
  async runJob(name: string) {
    const endpoint = { ...runJob, path: fillPath(runJob.path, { name }) };
    return this.call(endpoint, { token: await this.staffToken() });
  }

  /** Credits (a negative amount debits) a member's main wallet by a staff adjustment. */
  async adjustBalance(memberId: number, amount: number, reason = 'e2e adjustment') {
    const endpoint = { ...postAdjustment, path: fillPath(postAdjustment.path, { memberId }) };
    return this.call(endpoint, { body: { amount, reason }, token: await this.staffToken() });
  }

  /** The member's withdrawals waiting in the staff review queue (oldest first). */
  async withdrawalsUnderReview(memberId: number): Promise<StaffWithdrawal[]> {
    const page = await this.call(listWithdrawalsStaff, {
      query: { state: 'PENDING_REVIEW', pageSize: '50' },
      token: await this.staffToken(),
    });
    return page.list.filter((withdrawal) => withdrawal.memberId === memberId);
  }

  /** Staff approve a withdrawal under review (no money moves yet). */
  async approveWithdrawal(id: string): Promise<StaffWithdrawal> {
    const endpoint = { ...approveWithdrawal, path: fillPath(approveWithdrawal.path, { id }) };
    return this.call(endpoint, { token: await this.staffToken() });
  }

  /** Staff mark an approved withdrawal paid: the held money leaves for the cash account. */
  async disburseWithdrawal(id: string): Promise<StaffWithdrawal> {
    const endpoint = { ...disburseWithdrawal, path: fillPath(disburseWithdrawal.path, { id }) };
    return this.call(endpoint, { token: await this.staffToken() });
  }

  /** Takes every popup announcement off the site (deleted for good); answers how many there were. */
  async removePopups(): Promise<number> {
    const token = await this.staffToken();
    const popups = await this.call(listAnnouncementsStaff, {
      query: { contentType: 'PU', pageSize: '100' },
      token,
    });
    for (const popup of popups.list) {
      const endpoint = { ...deleteAnnouncement, path: fillPath(deleteAnnouncement.path, { id: popup.id }) };
      await this.call(endpoint, { token });
    }
    return popups.list.length;
  }

  /** Publishes an announcement; answers its id. */
  async publish(input: BodyOf<typeof createAnnouncement>): Promise<number> {
    return (await this.call(createAnnouncement, { body: input, token: await this.staffToken() })).id;
  }

  async setSiteStatus(settings: SiteStatusSettings): Promise<void> {
    await this.call(putSiteStatus, { body: settings, token: await this.staffToken() });
  }

  /** The newest 6-digit code the demo SMS sender wrote to `to` (e.g. +8801712345678), waiting for it. */
  async latestCode(to: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const messages = await this.call(getDevInbox, { query: { to } });
      const code = messages[0]?.text.match(/\b(\d{6})\b/u)?.[1];
      if (code) return code;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`No code arrived for ${to}`);
  }
}

export const OPEN_STATUS: SiteStatusSettings = {
  maintenance: { enabled: false, from: null, to: null, message: null },
  regions: { blockedCountries: [], allowIps: [], denyIps: [] },
};

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

export function uniqueMobile(): string {
  return `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
