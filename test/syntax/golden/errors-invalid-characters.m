x = 1 $ 2;
y = 3;
price = €5;
z = `backtick`;
w = 4;
