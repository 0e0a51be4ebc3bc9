/* What the loan feature offers the others: a card number as a borrower may see it. */
