% Char vectors double their single quotes; strings double their double quotes.
a = 'hello';
b = 'it''s';
c = '';
d = "say ""hi""";
e = "";
f = "it's";
g = 'say "hi"';
h = "a\tb";
k = ['a', 'b'];
m = ["a", "b"];
n = '%not a comment';
p = "...not a continuation";
q = '''';
