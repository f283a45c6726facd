/**
 * Sign-in and registration.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

export const authTexts = {
  username: "Потребителско име",
  password: "Парола",
  showPassword: "Покажи паролата",
  hidePassword: "Скрий паролата",
  journalistLoginTitle: "Вход за журналисти",
  journalistLoginSubmit: "Вход в панела",
  adminLoginTitle: "Вход за администратори",
  adminLoginSubmit: "Вход",
  submitting: "Влизане...",
  emptyCredentials: "Моля, въведете потребителско име и парола.",
  invalidCredentials: "Невалидно потребителско име или парола.",
  accountDeactivated: "Акаунтът е деактивиран. Моля, свържете се с администратор.",
  accountPendingApproval:
    "Акаунтът ви очаква одобрение от администратор. Ще можете да влезете, след като бъде активиран.",
  sessionExpired: "Сесията ви изтече. Моля, влезте отново.",
  insufficientPermissions: "Недостатъчни права за достъп.",
  loginFailed: "Грешка при влизане",
  networkError: "Грешка при свързване със сървъра",
  unexpectedError: "Възникна неочаквана грешка",
  tooManyAttempts: "Твърде много неуспешни опити. Моля, опитайте отново по-късно.",
  noAccount: "Нямате акаунт?",
  createAccountLink: "Регистрирайте се",
  logout: "Изход",
  loading: "Зареждане...",
} as const;

/**
 * Registration (SPEC.md §2, issue 29 point 8): in Bulgarian, with a name and an e-mail for the
 * newsroom to vet, and the wait for approval said (SPEC.md's English texts replaced, decision 0094).
 */
export const registerTexts = {
  title: "Регистрация на журналист",
  submit: "Регистрация",
  submitting: "Регистриране...",
  haveAccount: "Вече имате акаунт?",
  loginLink: "Вход",
  success: "Регистрацията е приета.",
  pendingApproval: "Акаунтът ще бъде активен след одобрение от администратор.",
  waitTitle: "Очаквайте одобрение",
  waitLead:
    "Администратор от редакцията ще прегледа заявката ви. Когато я одобри, ще можете да влезете с потребителското си име и паролата.",
  backToSite: "Към сайта",
  toLogin: "Към входа",
  failure: "Нещо се обърка. Моля, опитайте отново.",
  networkError: "Грешка при свързване със сървъра. Моля, опитайте отново.",
  nameLabel: "Име и фамилия",
  nameHint: "Както ще се подписвате под статиите.",
  emailLabel: "Имейл",
  emailHint: "За връзка с редакцията; не се показва на читателите.",
  nameRequired: "Въведете име и фамилия.",
  emailRequired: "Въведете имейл.",
  emailInvalid: "Въведете валиден имейл, например ime@primer.bg.",
  emailTaken: "Вече има акаунт с този имейл.",
} as const;

/** The sign-in and registration pages' own words (besides `authTexts` and `registerTexts`). */
export const authPageTexts = {
  journalistLoginLead: "Влезте, за да пишете и управлявате статиите си.",
  adminLoginLead: "Достъп за администратори и собственици на сайта.",
  registerLead: "Регистрирайте се като журналист в редакцията.",
  usernameHint: (min: number, max: number) => `От ${min} до ${max} знака: букви, цифри, точка, тире и долна черта.`,
  passwordHint: (min: number) => `Поне ${min} знака.`,
  redirecting: "Пренасочване...",
  needsJavaScript: "Входът и регистрацията работят с JavaScript. Моля, включете го в браузъра си.",
} as const;
