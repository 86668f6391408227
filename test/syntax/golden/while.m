% while loops with break and continue.
k = 0;
while true
    k = k + 1;
    if k > 10
        break;
    end
    if mod(k, 2), continue, end
end
while (k < 10)
    k = k + 1;
end
while k < 10 && ~done, k = k + 1; end
