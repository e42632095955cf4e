/** White-label flags the member site reads (spec §3, whitelabel.flags). */
export const FLAGS = {
  usernameLogin: 'USERNAMEREG3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  directRegister: 'DIRECTREG3',
  mobileRegister: 'MOBILEREG3',
  mobilePasswordOnRegister: 'MOBILENUMPASSREG3',
  smsOnUsernameRegister: 'REGMOBVERF3',
  freePlay: 'FREEPLAY3',
  forcePasswordChange: 'PWDEXPFORCECHANGE3',
  /** Contracts between uplines and downlines: the popup, the contract pages (spec §4, §6). */
  agentPolicy: 'AGENTPOLICY3',
} as const;
