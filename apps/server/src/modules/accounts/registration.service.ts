import {
  checkField,
  type LoginValue,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRequest,
} from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { normaliseDialingCode, phoneOf } from '../../lib/phone.js';
import { randomId } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { Challenges } from '../challenges/challenges.service.js';
import { linkReferral } from '../referrals/referral-links.js';
import { FLAGS, isFlagOn, type Merchant } from '../site/merchant.js';
import type { SiteService } from '../site/site.service.js';
import { findInvitation, findMemberByMobile, findMemberByUsername, insertMember } from './accounts.repo.js';
import { isAgentType, SUB_AGENT_TYPE } from './member-view.js';
import { assertPasswordRule } from './password-rule.js';
import type { Caller, SignIn } from './sign-in.js';

export type RegisterMode = 'username' | 'mobile';

/** Contact and identity fields kept together in the member profile. */
const TEXT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

// login.service.ts takes phoneOf from here.
export { phoneOf };

export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly challenges: Challenges,
    private readonly site: SiteService,
    private readonly signIn: SignIn,
  ) {}

  async checkAffiliate(merchant: Merchant, code: string): Promise<{ valid: true }> {
    const agent = await findInvitation(this.db, merchant.id, code);
    if (!agent || !isAgentType(agent.type)) throw new AppError('affiliate.invalid');
    return { valid: true };
  }

  async register(
    caller: Caller,
    mode: RegisterMode,
    input: RegisterRequest,
    captchaId: string | undefined,
  ): Promise<LoginValue> {
    const { merchant } = caller;
    this.site.assertOpen(merchant, caller.ip);
    const flag = mode === 'username' ? FLAGS.directRegister : FLAGS.mobileRegister;
    if (!isFlagOn(merchant, flag)) throw new AppError('function.not.available');

    const values = this.normalise(merchant, mode, input);
    this.validate(merchant, mode, values);
    if (merchant.register.minimumAge > 0 && input.ageConfirmed !== true) {
      throw new AppError('age.confirmation.required', { age: merchant.register.minimumAge });
    }

    const phone =
      values.mobileNum && values.countryDialingCode
        ? phoneOf(values.countryDialingCode, values.mobileNum)
        : null;
    const needsSms = mode === 'mobile' || (isFlagOn(merchant, FLAGS.registerSms) && phone !== null);
    if (needsSms && !values.verificationCode) throw new AppError('sms.code.invalid');

    if (merchant.register.captcha || merchant.register.fields.captcha?.enabled) {
      if (!input.captcha) throw new AppError('captcha.required');
      if (!(await this.challenges.checkCaptcha(merchant, captchaId, input.captcha)))
        throw new AppError('captcha.invalid');
    }
    await this.challenges.assertHuman(merchant, input.humanCheck);

    const parent = values.affiliateCode
      ? await findInvitation(this.db, merchant.id, values.affiliateCode)
      : null;
    if (values.affiliateCode && (!parent || !isAgentType(parent.type))) {
      throw new AppError('affiliate.invalid');
    }
    if (await findMemberByUsername(this.db, merchant.id, values.username))
      throw new AppError('username.taken');
    if (
      phone &&
      (await findMemberByMobile(this.db, merchant.id, values.countryDialingCode!, values.mobileNum!))
    ) {
      throw new AppError('mobile.taken');
    }
    // The code is spent last, so a refusal above does not cost the member their code.
    if (
      needsSms &&
      !(await this.challenges.checkCode(merchant, 'register', phone!, values.verificationCode!))
    ) {
      throw new AppError('sms.code.invalid');
    }

    const passwordHash = await this.hasher.hash(values.password ?? randomId(24));
    const paymentHash = values.paymentPassword ? await this.hasher.hash(values.paymentPassword) : null;
    const profile = Object.fromEntries(TEXT_FIELDS.flatMap((f) => (values[f] ? [[f, values[f]]] : [])));

    return this.db.transaction().execute(async (tx) => {
      const member = await insertMember(tx, {
        merchant_id: merchant.id,
        username: values.username,
        username_lower: values.username.toLowerCase(),
        password_hash: passwordHash,
        payment_password_hash: paymentHash,
        payee_name: values.payeeName ?? null,
        email: values.email ?? null,
        mobile_num: values.mobileNum ?? null,
        country_dialing_code: values.mobileNum ? (values.countryDialingCode ?? null) : null,
        profile: JSON.stringify(profile),
        parent_id: parent?.id ?? null,
        path: parent ? `${parent.path}${parent.id}/` : '/',
        // An agent's code for agents makes a sub-agent (decision 0034).
        ...(parent?.kind === 'AGENT' ? { type: SUB_AGENT_TYPE } : {}),
        invitation_code: parent ? values.affiliateCode : null,
        referral_code: values.referralCode ?? null,
        recommender_id: values.recommenderId ?? null,
        language: caller.merchant.defaultLanguage,
        register_ip: caller.ip,
        register_url: input.registerUrl ?? null,
      });
      // A friend invited by a member's referral code (decision 0044).
      if (values.referralCode) {
        await linkReferral(tx, merchant, {
          id: member.id,
          code: values.referralCode,
          ip: caller.ip,
          userAgent: caller.userAgent,
          at: new Date(),
        });
      }
      await recordAudit(tx, {
        merchantId: merchant.id,
        actorType: 'member',
        actorId: member.id,
        action: 'member.register',
        details: { mode, parentId: parent?.id ?? null },
        ip: caller.ip,
      });
      return this.signIn.complete(tx, caller, member);
    });
  }

  /** Trim, and for mobile registration make the username the mobile number. */
  private normalise(merchant: Merchant, mode: RegisterMode, input: RegisterRequest) {
    const values = {
      ...input,
      countryDialingCode: normaliseDialingCode(
        input.countryDialingCode ?? merchant.register.defaultCountryDialingCode,
      ),
    };
    for (const key of Object.keys(values) as Array<keyof typeof values>) {
      if (values[key] === '') delete values[key];
    }
    if (mode === 'mobile') values.username = values.mobileNum;
    return values as typeof values & { username: string };
  }

  private validate(
    merchant: Merchant,
    mode: RegisterMode,
    values: RegisterRequest & { username?: string },
  ): void {
    const rules = merchant.register.fields;
    const withPassword = mode === 'username' || isFlagOn(merchant, FLAGS.mobilePasswordFields);
    const alwaysRequired = new Set<RegisterField>(
      mode === 'username'
        ? ['username', 'password']
        : withPassword
          ? ['mobileNum', 'password']
          : ['mobileNum'],
    );
    for (const field of REGISTER_FIELDS) {
      if (field === 'captcha' || (field === 'username' && mode === 'mobile')) continue;
      if (field === 'password' && !withPassword) continue;
      const rule = rules[field];
      const value = values[field as keyof RegisterRequest];
      const shown = rule?.enabled || alwaysRequired.has(field);
      if (!shown) continue;
      if (typeof value !== 'string' || value.length === 0) {
        if (alwaysRequired.has(field) || rule?.required) throw new AppError('validation.failed', { field });
        continue;
      }
      if (field === 'password') assertPasswordRule(merchant, value);
      else if (rule && !checkField(rule, value)) throw new AppError('validation.failed', { field });
    }
    if (mode === 'mobile' && !/^[0-9]{6,15}$/u.test(values.mobileNum ?? ''))
      throw new AppError('mobile.invalid');
    if (withPassword && values.confirmPassword !== values.password)
      throw new AppError('password.confirm.mismatch');
  }
}
