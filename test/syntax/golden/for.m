% for loops.
for i = 1:n
    s = s + i;
end
for (i = 1:n)
    s = s - i;
end
for k = [1 2 3], disp(k); end
for c = {1, 'a'}
    disp(class(c));
end
for col = A'
    disp(col);
end
for i=1:10
end
for v = x(2:end)
    break
end
for idx = numel(x):-1:1
    if x(idx) < 0, continue; end
    x(idx) = [];
end
