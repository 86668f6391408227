% Unterminated texts, and a block comment left open up to the end of the file.
x = 'unterminated;
y = "also unterminated
z = 'fine';
disp 'never closed
w = 1;
x = 1;
%{
This block comment is never closed.
y = 2;
