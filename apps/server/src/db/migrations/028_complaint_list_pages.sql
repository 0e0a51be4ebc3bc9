-- The borrower's complaint list is read a page at a time, newest first (created_at, then id, both descending): this
-- index walks straight to a page's first row from the cursor and holds every column the list shows, so a page costs
-- the same whether the borrower filed ten complaints or a hundred thousand. It also serves every other lookup by
-- borrower, so the older (borrower_id, id) index goes.
create index complaints_borrower_list_idx on complaints (borrower_id, created_at desc, id desc)
  include (state, type_id, sub_type_id, detail);
drop index complaints_borrower_idx;
