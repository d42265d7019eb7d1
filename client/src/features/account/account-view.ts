/** Which of the account dialogs is open (apart, so the lazily loaded dialogs and their opener share it without a circle). */
export type AccountView = 'login' | 'register' | 'recover';
