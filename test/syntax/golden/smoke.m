x = [1 -2];
hold on
