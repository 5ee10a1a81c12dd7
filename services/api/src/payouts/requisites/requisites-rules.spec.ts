import { accountProblem, bicProblem, innProblem, walletProblem } from './requisites-rules';

describe('INN of an individual', () => {
  it.each(['773370857141', '344809916052'])('takes %s', (inn) => {
    expect(innProblem(inn)).toBeNull();
  });

  it('refuses a wrong check digit', () => {
    expect(innProblem('773370857142')).toBe('payouts.inn.checksum');
    expect(innProblem('773370857131')).toBe('payouts.inn.checksum');
  });

  it("refuses a company's 10-digit INN with its own message", () => {
    expect(innProblem('7725088527')).toBe('payouts.inn.company');
  });

  it.each(['', '77337085714', '7733708571411', '77337085714a', ' 773370857141'])(
    'refuses %j as no INN',
    (inn) => {
      expect(innProblem(inn)).toBe('payouts.inn.format');
    },
  );
});

describe('BIC', () => {
  it('takes 9 digits starting with 04', () => {
    expect(bicProblem('044525225')).toBeNull();
  });

  it.each(['144525225', '04452522', '0445252250', '04452522x'])('refuses %s', (bic) => {
    expect(bicProblem(bic)).toBe('payouts.bic.format');
  });
});

describe('account number with the BIC', () => {
  const bic = '044525225';

  it.each(['40802810100000012345', '40817810038000123456'])('takes %s', (account) => {
    expect(accountProblem(account, bic)).toBeNull();
  });

  it('refuses a wrong control key', () => {
    expect(accountProblem('40802810200000012345', bic)).toBe('payouts.account.checksum');
  });

  it('checks the key against the BIC it goes with', () => {
    expect(accountProblem('40802810100000012345', '044525226')).toBe('payouts.account.checksum');
  });

  it('refuses a correspondent account as no payout account', () => {
    expect(accountProblem('30101810400000000225', bic)).toBe('payouts.account.correspondent');
  });

  it.each(['4080281010000001234', '408028101000000123456', '4080281010000001234x'])(
    'refuses %s as no account number',
    (account) => {
      expect(accountProblem(account, bic)).toBe('payouts.account.format');
    },
  );

  it('leaves the key unchecked when the BIC itself is wrong', () => {
    expect(accountProblem('40802810200000012345', '12345')).toBeNull();
  });
});

describe('YooMoney wallet', () => {
  it('takes a wallet number', () => {
    expect(walletProblem('4100116075156746')).toBeNull();
  });

  it.each(['4100', '5100116075156746', '41001160751567461234567'])('refuses %s', (wallet) => {
    expect(walletProblem(wallet)).toBe('payouts.wallet.format');
  });
});
