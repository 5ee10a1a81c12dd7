import { Injectable } from '@nestjs/common';
import type { Locale } from '../i18n/locale';
import { LedgerKind } from '../ledger/ledger-entry.entity';
import type { User } from '../users/user.entity';
import { toCsv, rublesText } from './csv';
import { AuthorLedger, type StatementLine } from './ledger/author-ledger.service';
import { monthRange } from './payout-view';

const TEXTS = {
  ru: {
    headers: ['Дата', 'Операция', 'Материал', 'Оплачено покупателем', 'Комиссия', 'Автору'],
    total: 'Итого за месяц',
    kinds: {
      [LedgerKind.AuthorEarnings]: 'Продажа',
      [LedgerKind.AuthorRefund]: 'Возврат покупателю',
      [LedgerKind.Payout]: 'Заявка на выплату',
      [LedgerKind.PayoutReturn]: 'Выплата отменена, сумма возвращена',
    },
  },
  en: {
    headers: ['Date', 'Operation', 'Material', 'Paid by the buyer', 'Fee', 'Author’s share'],
    total: 'Month total',
    kinds: {
      [LedgerKind.AuthorEarnings]: 'Sale',
      [LedgerKind.AuthorRefund]: 'Refund to the buyer',
      [LedgerKind.Payout]: 'Payout request',
      [LedgerKind.PayoutReturn]: 'Payout canceled, amount returned',
    },
  },
} as const;

type AuthorKind = keyof (typeof TEXTS)['ru']['kinds'];

const isAuthorKind = (kind: LedgerKind): kind is AuthorKind => kind in TEXTS.ru.kinds;

/** An author's monthly statement (CSV): every ledger line of theirs in the month. */
@Injectable()
export class StatementService {
  constructor(private readonly ledger: AuthorLedger) {}

  async csv(author: User, month: string, locale: Locale): Promise<string> {
    const { from, to } = monthRange(month);
    const lines = (await this.ledger.statement(author.id, from, to)).filter((line) =>
      isAuthorKind(line.kind),
    );
    const texts = TEXTS[locale];
    const date = (at: number): string => new Date(at).toISOString().slice(0, 10);
    const row = (line: StatementLine): string[] => {
      const sale = line.kind === LedgerKind.AuthorEarnings;
      return [
        date(line.at),
        isAuthorKind(line.kind) ? texts.kinds[line.kind] : line.kind,
        line.material ?? (line.kind === LedgerKind.Payout ? `№ ${line.orderId}` : ''),
        sale && line.paymentKopecks !== null ? rublesText(line.paymentKopecks) : '',
        sale && line.feeKopecks !== null ? rublesText(line.feeKopecks) : '',
        rublesText(line.amountKopecks),
      ];
    };
    const total = lines.reduce((sum, line) => sum + line.amountKopecks, 0);
    return toCsv([
      texts.headers,
      ...lines.map(row),
      [texts.total, '', '', '', '', rublesText(total)],
    ]);
  }
}
