-- NEFT / IMPS pays into a bank account: the reference is the account number, at the IFSC of the collecting branch.
alter table repay_channels add column ifsc text check (ifsc is null or ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$');

update repay_channels set ifsc = 'LEND0000001' where pay_code = 'NEFT';
