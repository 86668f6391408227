% A statement may follow a loop or condition header on the same line without a comma.
if (ganim > 1) hold on; end
if holdon hold on; else hold off; end
while k < n k = k + 1; end
for i = 1:n disp(i), end
if x return; end
if a - b disp('nonzero'); end
