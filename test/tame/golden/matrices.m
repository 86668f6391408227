function m = matrices(a, b, c)
m = [a, b; c, 1];
m = [a b c];
m = [a; b; c];
m = [a];
m = [a:b];
m = [];
m = [a, []];
m = ['abc', 'it''s'];
m = "a string";
m = [m; zeros(2, 1)];
end
