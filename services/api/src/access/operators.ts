import type { AppConfig } from '../config/app-config';

/** Whether the user with this email is an operator (OPERATOR_EMAILS, compared in lower case). */
export function isOperator(config: Pick<AppConfig, 'operatorEmails'>, email: string): boolean {
  return config.operatorEmails.includes(email.trim().toLowerCase());
}
